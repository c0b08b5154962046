export { LoginForm, type LoginFormProps, type LoginValues } from './components/LoginForm';
export { LoginPage } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
