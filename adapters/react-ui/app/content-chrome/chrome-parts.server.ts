import type { ComponentType } from 'react';
import { BenefitBar } from './benefit-bar.component';
import { PopUpManager } from './pop-up-manager.component';
import { ConsentBanner, ConsentPreferencesLink } from '../consent/consent-banner.component';
import { HeaderMenus } from '../site/mega-menu/header-menus.component';
import { serverParts } from '../platform/lazy-part';

/**
 * Server only: the chrome parts' components imported directly, so the server render never suspends on one (the
 * browser loads them lazily, see chrome-parts.tsx). Imported for its effect by the site layout's loader module.
 */
Object.assign(serverParts, { BenefitBar, PopUpManager, ConsentBanner, ConsentPreferencesLink, HeaderMenus } satisfies Record<string, ComponentType<never>>);

/** Called by the site layout's loader (keeps this module's import a used one). */
export const chromePartsReady = (): boolean => Object.keys(serverParts).length === 5;
