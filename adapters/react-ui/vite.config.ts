import { reactRouter } from '@react-router/dev/vite';

/**
 * Plain object rather than vite's defineConfig: @react-router/dev and this package resolve different vite
 * copies in the workspace, and the plugin types only need to agree with the one React Router loads.
 */
export default {
  plugins: [reactRouter()],
};
