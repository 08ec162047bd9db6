import { describe, expect, it } from 'vitest';
import { assertSupportedNode } from './runtime.js';

describe('the Node the portal runs on', () => {
  it('is the LTS that npm ci installed, not the machine’s Node 20', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });

  it('refuses Node 20 with what to do instead', () => {
    expect(() => assertSupportedNode('20.20.2')).toThrow(/needs Node 22 or later; this is Node 20\.20\.2.*npm start/);
    expect(() => assertSupportedNode('24.21.0')).not.toThrow();
  });
});
