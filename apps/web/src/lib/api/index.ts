export * from './api-error';
export * from './app-client';
export * from './client';
export * from './hooks';
export * from './transfer';
