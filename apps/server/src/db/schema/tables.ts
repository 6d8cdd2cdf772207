// The one place drizzle-kit and the client read the whole schema from (not a barrel for app code).
export * from './accounts';
export * from './audit';
export * from './candidates';
export * from './coins';
export * from './complaints';
export * from './content';
export * from './identity';
export * from './library';
export * from './orders';
export * from './positions';
export * from './sharing';
export * from './site';
export * from './talent';
export * from './workbench';
