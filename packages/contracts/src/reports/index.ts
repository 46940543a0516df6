// Report contracts, one file per topic; `fields.ts` stays internal.
export * from './constants';
export * from './groups';
export * from './cards';
export * from './management';
export * from './filter';
export * from './access';
export * from './view';
export * from './home';
export * from './operator';
export * from './routes';
