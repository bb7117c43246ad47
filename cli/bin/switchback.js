#!/usr/bin/env node
// Launcher for `npx switchback`: runs the CLI's TypeScript source through tsx (no build step).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('../src/main.ts');
