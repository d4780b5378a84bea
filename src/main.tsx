import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readInjectedBrand } from './lib/brand';
import './app/global.css';

const rootElement = document.getElementById('root')!;
const brand = readInjectedBrand();
const basepath = rootElement.dataset.baseUrl || '/';

createRoot(rootElement).render(
  <StrictMode>
    <App brand={brand} basepath={basepath} />
  </StrictMode>,
);
