export * from './money';
export * from './phone';
export * from './countries';
