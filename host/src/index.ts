// Async boundary: module federation negotiates the shared singletons before the app code runs.
import('./bootstrap');
