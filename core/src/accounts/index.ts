export * from './consumer-profile';
export * from './addresses';
export * from './enrolment-state';
export * from './profile-update';
export * from './saved-cards';
