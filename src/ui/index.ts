import './global.css';

export { Alert, alertTones } from './Alert/Alert';
export { Badge, badgeTones } from './Badge/Badge';
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button/Button';
export { Card } from './Card/Card';
export { Description, FieldError, Form, Label, type FormProps } from './Form/Form';
export { formMessages, validationMessage } from './Form/form-messages';
export { Heading, Text, headingLevels, textTones } from './Heading/Heading';
export { Link, type LinkProps } from './Link/Link';
export { Spinner, spinnerSizes } from './Spinner/Spinner';
export { Stack, stackDirections } from './Stack/Stack';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table/Table';
export { TextField, type TextFieldProps } from './TextField/TextField';
