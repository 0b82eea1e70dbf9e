/**
 * `@sge/shared/ui`: the one shared UI entry of every SGE app (a module-federation singleton).
 *
 * It re-exports ONLY the Chakra components the product uses, each from Chakra's modular entry,
 * because federation ships a shared module whole (no tree shaking): never import
 * `@chakra-ui/react` in an app. To use another Chakra component, add it here AND its recipe in
 * `theme.ts`, and keep the bundle budget in mind (measure the federated production build).
 */

// Theme and provider
export { BRAND, getSystem } from './theme';
export { UiProvider, type UiProviderProps } from './provider';

// Chakra: styling system
export { chakra, useChakraContext, useRecipe, useSlotRecipe, useToken } from '@chakra-ui/react/styled-system';
export type { HTMLChakraProps, SystemStyleObject, ConditionalValue } from '@chakra-ui/react/styled-system';
export { useDisclosure, useBreakpointValue, useMediaQuery } from '@chakra-ui/react/hooks';

// Chakra: layout
export { Box, type BoxProps } from '@chakra-ui/react/box';
export { Flex, type FlexProps } from '@chakra-ui/react/flex';
export { Stack, HStack, VStack, StackSeparator, type StackProps } from '@chakra-ui/react/stack';
export { Grid, GridItem, type GridProps, type GridItemProps } from '@chakra-ui/react/grid';
export { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';
export { Container, type ContainerProps } from '@chakra-ui/react/container';
export { Center } from '@chakra-ui/react/center';
export { Spacer } from '@chakra-ui/react/spacer';
export { Wrap, WrapItem } from '@chakra-ui/react/wrap';
export { Separator, type SeparatorProps } from '@chakra-ui/react/separator';
export { Portal } from '@chakra-ui/react/portal';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';

// Chakra: typography and media
export { Heading, type HeadingProps } from '@chakra-ui/react/heading';
export { Text, type TextProps } from '@chakra-ui/react/text';
export { Link, type LinkProps } from '@chakra-ui/react/link';
export { Image, type ImageProps } from '@chakra-ui/react/image';
export { Icon, type IconProps } from '@chakra-ui/react/icon';

// Chakra: forms and buttons
export { Button, IconButton, ButtonGroup, CloseButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react/button';
export { Input, type InputProps } from '@chakra-ui/react/input';
export { InputGroup, type InputGroupProps } from '@chakra-ui/react/input-group';
export { Textarea, type TextareaProps } from '@chakra-ui/react/textarea';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Switch } from '@chakra-ui/react/switch';
export { Field } from '@chakra-ui/react/field';

// Chakra: data display and feedback
export { Badge, type BadgeProps } from '@chakra-ui/react/badge';
export { Spinner, type SpinnerProps } from '@chakra-ui/react/spinner';
export { Skeleton, SkeletonText, SkeletonCircle, type SkeletonProps } from '@chakra-ui/react/skeleton';
export { Progress } from '@chakra-ui/react/progress';
export { Card } from '@chakra-ui/react/card';
export { Table } from '@chakra-ui/react/table';
export { Alert } from '@chakra-ui/react/alert';
export { Avatar } from '@chakra-ui/react/avatar';

// Chakra: overlays and disclosure. Not re-exported on purpose (bundle size, measured in the
// federated build): Menu (+20 KiB gzip with its positioning engine; use ActionMenu) and Tooltip
// (+3 KiB; use `title` or visible text).
export { Dialog } from '@chakra-ui/react/dialog';
export { Drawer } from '@chakra-ui/react/drawer';
export { Accordion } from '@chakra-ui/react/accordion';

// SGE icons
export * from './icons';

// SGE widgets
export {
  DataTable,
  DATA_TABLE_TEXTS,
  TABLE_SEARCH_DEBOUNCE_MS,
  VISIBLE_PAGE_BUTTONS,
  STICKY_ACTIONS_MIN_WIDTH,
  getPageWindow,
  type DataTableProps,
  type DataTableColumn,
  type DataTableFilter,
} from './data-table';
export { useClientList, type ListState, type ListChange, type ClientListOptions, type ClientSortColumn } from './data-table-list';
export { TableScrollBox, STICKY_FIRST_COLUMN_CSS, STICKY_LAST_COLUMN_CSS, type TableScrollBoxProps } from './table-scroll-box';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  readTablePagination,
  writeTablePagination,
  type TablePaginationPreference,
} from './table-pagination-storage';
export { normalizeSearchText, defaultSearchFn } from './text-search';
export {
  SharedForm,
  SHARED_FORM_TEXTS,
  type SharedFormProps,
  type SharedFormApi,
  type FormFieldConfig,
  type FormFieldType,
  type FormSelectOption,
  type FormValues,
} from './shared-form';
export { FormField, formFieldIds, type FormFieldProps, type FormControlProps } from './form-field';
export { maskCpf, maskPhone, maskCep, INPUT_MASKS, type InputMask } from './input-masks';
export {
  DateInput,
  DateField,
  DateRangeField,
  DaysField,
  DATE_FIELD_TEXTS,
  parseDateText,
  formatDateText,
  maskDateText,
  isIsoDate,
  isRangeReversed,
  type DateInputProps,
  type DateFieldProps,
  type DateRangeFieldProps,
  type DateRangeValue,
  type DaysFieldProps,
} from './date-field';
export {
  rules,
  runRules,
  isEmptyValue,
  parseNumberInput,
  isValidDateInput,
  RULE_MESSAGES,
  type ValidationRule,
} from './form-rules';
export { PageHeader, type PageHeaderProps } from './page-header';
export { ConfirmDialog, CONFIRM_DIALOG_TEXTS, type ConfirmDialogProps } from './confirm-dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { MotionDialog, DialogOpenContext, DIALOG_EXIT_TIMEOUT_MS, type MotionDialogProps } from './motion-dialog';
export { LoadingDialog, LOADING_DIALOG_TEXT, type LoadingDialogProps } from './loading-dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { StatusBadge, KNOWN_STATUSES, type StatusBadgeProps, type StatusTone } from './status-badge';
export { ActionMenu, type ActionMenuProps, type ActionMenuItem } from './action-menu';
export { LazyImage, LAZY_IMAGE_ROOT_MARGIN, type LazyImageProps } from './lazy-image';
export { VirtualList, VIRTUAL_LIST_DEFAULTS, getVirtualRange, type VirtualListProps } from './virtual-list';
export { ProgressiveLoader, PROGRESSIVE_LOADER_MIN_MS, type ProgressiveLoaderProps } from './progressive-loader';
export { DeferredContent, DEFERRED_CONTENT, type DeferredContentProps } from './deferred-content';
// The shell tells the page area's width: a list page's table is drawn in its layout from the first render.
export { setPageAreaWidth } from './use-element-width';
export {
  PwaDiagnosticCard,
  runPwaDiagnostics,
  PWA_DIAGNOSTIC_TEXTS,
  type PwaDiagnosticCardProps,
  type PwaDiagnosticEnv,
  type PwaCheckResult,
  type PwaCheckId,
} from './pwa-diagnostic-card';

// Motion (framer-motion), loaded after the first paint: see motion-loader.ts and @sge/shared/motion.
export { loadMotion, loadMotionWhenIdle, getMotion, useMotion, useMotionAtMount, type MotionModule } from './motion-loader';
