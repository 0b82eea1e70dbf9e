import { START_ERROR_TEXT } from './start-sequence';

interface SplashScreenProps {
  progress: number;
  status: string;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Full-screen splash shown while the app starts (SPEC §2, §4). Plain elements styled by the static
 * sheet of index.html (`.sge-splash`): the first screen needs no Chakra, emotion or theme.
 */
export function SplashScreen({ progress, status, failed, onRetry }: SplashScreenProps) {
  return (
    <div className="sge-splash" data-testid="splash">
      <h1>Sistema de Gestão de Eventos</h1>
      <div
        className="sge-splash-bar"
        role="progressbar"
        aria-label="Inicialização"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div style={{ width: `${progress}%` }} />
      </div>
      <p role="status" aria-live="polite">
        {failed ? START_ERROR_TEXT : status}
      </p>
      {failed && (
        <button type="button" className="sge-btn" onClick={onRetry}>
          Tentar novamente
        </button>
      )}
    </div>
  );
}
