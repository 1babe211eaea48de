import { TextDecoder, TextEncoder } from 'util';

// react-dom/server needs TextEncoder, which jsdom test environments lack. Import this module first.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
