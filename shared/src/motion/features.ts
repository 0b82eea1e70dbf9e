// The animation features of the `m` components, loaded by LazyMotion after they first render.
export { domAnimation } from 'framer-motion';
