export * from './money';
export * from './phone';
