/**
 * The badge's QR code, drawn in the browser by lean-qr as one SVG path: vector, so it prints sharp
 * at any size. Error correction M at least (a scuffed or folded badge still reads) and the standard
 * quiet zone of 4 modules, drawn white so a coloured card behind it cannot eat it.
 */
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** Modules of white around the code (ISO/IEC 18004's quiet zone). */
export const BADGE_QR_QUIET_ZONE = 4;

/** The QR code of a payload: its size in modules (without the quiet zone) and its SVG outline. */
export function badgeQrCode(payload: string): { size: number; path: string } {
  const code = generate(payload, { minCorrectionLevel: correction.M });
  return { size: code.size, path: toSvgPath(code) };
}

/** Props of {@link BadgeQr}. */
export interface BadgeQrProps {
  /** Exactly what the code holds (`SGE1:<code>`). */
  payload: string;
  /** The accessible name of the image. */
  label: string;
  /** CSS width and height of the whole image, quiet zone included (e.g. '34mm'). */
  size: string;
  className?: string;
}

/** A QR code as an SVG image (role img), quiet zone included. */
export function BadgeQr({ payload, label, size, className }: BadgeQrProps) {
  const qr = badgeQrCode(payload);
  const side = qr.size + 2 * BADGE_QR_QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-BADGE_QR_QUIET_ZONE} ${-BADGE_QR_QUIET_ZONE} ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-qr-modules={qr.size}
    >
      <rect x={-BADGE_QR_QUIET_ZONE} y={-BADGE_QR_QUIET_ZONE} width={side} height={side} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
