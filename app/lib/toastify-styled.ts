// The toast library with its styles as a stylesheet of the store's own (fetched with this chunk), not the <style> element
// the library's default entry adds at run time: a page kept for everyone has no nonce for such an element (ADR 0011).
import 'react-toastify/ReactToastify.css';

export * from 'react-toastify/unstyled';
