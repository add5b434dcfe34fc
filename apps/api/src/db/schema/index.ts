export * from './audit';
export * from './auth';
export * from './billing';
export * from './mail';
export * from './service-secrets';
export * from './users';
