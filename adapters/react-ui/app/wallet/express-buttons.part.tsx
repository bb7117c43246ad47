import type { ComponentProps } from 'react';
import { clientPart } from '../platform/lazy-part';
import type { ExpressButtons as ExpressButtonsComponent } from './express-buttons.component';

/**
 * The express buttons need JavaScript (nothing of them is rendered on the server or without it): a client part,
 * loaded after hydration, so their code is not in the first-visit JavaScript of the pages that show them.
 */
export const ExpressButtons = clientPart<ComponentProps<typeof ExpressButtonsComponent>>(() => import('./express-buttons.component').then((module) => module.ExpressButtons));
