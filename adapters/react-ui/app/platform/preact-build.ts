declare const __SWITCHBACK_PREACT__: boolean | undefined;

/**
 * True in the production browser build, which renders with preact/compat (vite.config.ts defines the constant for
 * that build only); false on the server and in dev, which render with React.
 */
export const rendersWithPreact = typeof __SWITCHBACK_PREACT__ !== 'undefined' && __SWITCHBACK_PREACT__;
