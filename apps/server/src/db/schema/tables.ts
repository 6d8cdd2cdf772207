// The one place drizzle-kit and the client read the whole schema from (not a barrel for app code).
export * from './accounts';
export * from './audit';
export * from './calls';
export * from './candidates';
export * from './chat';
export * from './coins';
export * from './content';
export * from './finance';
export * from './identity';
export * from './library';
export * from './orders';
export * from './positions';
export * from './sharing';
export * from './shell';
export * from './site';
export * from './talent';
export * from './workbench';
