export * from './content.constants';
export * from './article-grid.state';
export * from './pop-up.machine';
export * from './content-dismissals';
export * from './block-visibility.rules';
export * from './video-host.rules';
