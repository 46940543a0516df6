export * from './contract-validate';
export * from './use-field-errors';
