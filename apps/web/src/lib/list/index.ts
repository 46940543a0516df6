export * from './use-list-state';
export * from './use-tab-param';
