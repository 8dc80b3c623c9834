export const STANDING_ORDERS_PATH = '/api/standing-orders';
export const standingOrderKeys = { all: ['standing-orders'] as const };
