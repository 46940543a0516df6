export * from './use-list-state';
