import { useEffect, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';

const HANDOVER_TEXTS = CREW_APP_UI.handover;
// the drawing's own size, whatever the screen: a signature's PNG stays a few kilobytes, far under the server's limit
const WIDTH = 600;
const HEIGHT = 240;

/** A white canvas ready for strokes. */
function blank(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#0f172a';
  return ctx;
}

/**
 * A signature drawn with a finger, a stylus or a mouse (pointer events; the page does not scroll while drawing).
 * `onChange` gets the drawing as a PNG data: URL after each stroke, or null once cleared.
 */
export function SignaturePad({ id, onChange }: { id: string; onChange(png: string | null): void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    if (canvasRef.current) blank(canvasRef.current);
  }, []);

  const pointAt = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * WIDTH) / rect.width, y: ((e.clientY - rect.top) * HEIGHT) / rect.height };
  };

  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const ctx = e.currentTarget.getContext('2d')!;
    const { x, y } = pointAt(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // a tap leaves a dot
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    const { x, y } = pointAt(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    if (canvasRef.current) blank(canvasRef.current);
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        id={id}
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={HANDOVER_TEXTS.padLabel}
        className="aspect-[5/2] w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-600">{HANDOVER_TEXTS.padHint}</p>
        <Button variant="secondary" size="sm" onClick={clear}>
          {HANDOVER_TEXTS.clear}
        </Button>
      </div>
    </div>
  );
}
