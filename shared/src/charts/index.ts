/**
 * Charts for the areas that draw them (financial charts and cash flow, inventory reports): the
 * recharts components the apps use and the brand palette, in one on-demand singleton so every remote
 * shares one copy and no first load carries it. Apps import charts only from here.
 */
export {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * Series colours that keep 3:1 contrast against white for graphical objects (WCAG 1.4.11): navy
 * and a darkened gold first, then distinct hues. Income is green, expenses red, balance navy.
 */
export const CHART_COLORS = ['#0A1226', '#8A6D0B', '#2E7D32', '#C62828', '#1565C0', '#6A1B9A', '#EF6C00', '#00695C'] as const;

export const SERIES_COLORS = {
  income: '#2E7D32',
  expense: '#C62828',
  balance: '#0A1226',
  forecast: '#8A6D0B',
} as const;

/** The colour of series `index`, cycling through CHART_COLORS. */
export const chartColor = (index: number): string => CHART_COLORS[index % CHART_COLORS.length];
