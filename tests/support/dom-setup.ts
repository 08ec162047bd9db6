// Component tests (jsdom) wait up to 5 s for what they look for: two busy cores in CI are slower than a laptop.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}
