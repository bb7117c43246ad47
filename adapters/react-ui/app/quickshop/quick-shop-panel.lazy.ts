import { lazy } from 'react';

/**
 * A step between the card and the panel's chunk: the card's bundle then names one small chunk to load, not every
 * chunk the panel needs (Vite lists those in the importing chunk), which keeps the listing and product pages' first
 * JavaScript small. This chunk loads the panel and its dependencies together.
 */
export default lazy(() => import('./quick-shop-panel.component'));
