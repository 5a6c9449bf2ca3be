export * from './transport';
export * from './fetch-transport';
export * from './phones';
export * from './factories';
export * from './corrections';
export * from './purchases';
