export * from './contract-validate';
export * from './use-field-errors';
export * from './use-contract-form';
