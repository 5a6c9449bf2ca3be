export * from './money';
export * from './phone';
export * from './countries';
export * from './tax';
export * from './units';
export * from './stock';
export * from './bundles';
