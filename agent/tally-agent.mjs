#!/usr/bin/env node
// The `tally-agent` command: agent/cli.ts, run from source by tsx in this process (no build step), so that
// signals reach the agent itself.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
