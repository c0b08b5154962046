export { vars } from './contract.css';
export * as tokens from './raw';
