export * from './async-list';
export * from './data-table';
export * from './list-search';
export * from './page-header';
export * from './use-delete-dialog';
export * from './cells';
export * from './list-table';
export * from './columns';
