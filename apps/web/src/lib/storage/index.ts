export * from './hooks';
export * from './records';
