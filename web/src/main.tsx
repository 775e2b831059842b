import { render } from 'preact';
import { App } from './components/App.js';
import './styles.css';

render(<App />, document.getElementById('app')!);
