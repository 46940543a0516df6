export * from './auth';
export * from './common';
export * from './config';
export * from './errors';
export * from './languages';
export * from './messages';
export * from './partners';
export * from './profiles';
