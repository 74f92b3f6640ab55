import { listOf } from "../common";
import { CouponCreateInput, CouponSchema, CouponUpdateInput } from "../coupons";
import { defineOperation } from "../operation";
import { ProductCreateInput, ProductSchema, ProductUpdateInput } from "../products";

export const listProducts = defineOperation({
  method: "get",
  path: "/events/{event_id}/products",
  operationId: "listProducts",
  tag: "Products",
  summary: "List an event's products (ticket lots)",
  success: { status: 200, description: "Products", schema: listOf(ProductSchema) },
  errors: [404],
});

export const createProduct = defineOperation({
  method: "post",
  path: "/events/{event_id}/products",
  operationId: "createProduct",
  tag: "Products",
  summary: "Create a product",
  body: { schema: ProductCreateInput, required: true },
  success: { status: 201, description: "The created product", schema: ProductSchema },
  errors: [404, 413, 422],
});

export const getProduct = defineOperation({
  method: "get",
  path: "/events/{event_id}/products/{product_id}",
  operationId: "getProduct",
  tag: "Products",
  summary: "Read a product",
  success: { status: 200, description: "The product", schema: ProductSchema },
  errors: [404],
});

export const updateProduct = defineOperation({
  method: "patch",
  path: "/events/{event_id}/products/{product_id}",
  operationId: "updateProduct",
  tag: "Products",
  summary: "Update a product",
  body: { schema: ProductUpdateInput, required: true },
  success: { status: 200, description: "The updated product", schema: ProductSchema },
  errors: [404, 413, 422],
});

export const listCoupons = defineOperation({
  method: "get",
  path: "/events/{event_id}/coupons",
  operationId: "listCoupons",
  tag: "Coupons",
  summary: "List an event's coupons",
  success: { status: 200, description: "Coupons", schema: listOf(CouponSchema) },
  errors: [404],
});

export const createCoupon = defineOperation({
  method: "post",
  path: "/events/{event_id}/coupons",
  operationId: "createCoupon",
  tag: "Coupons",
  summary: "Create a coupon",
  body: { schema: CouponCreateInput, required: true },
  success: { status: 201, description: "The created coupon", schema: CouponSchema },
  errors: [404, 413, 422],
});

export const updateCoupon = defineOperation({
  method: "patch",
  path: "/events/{event_id}/coupons/{coupon_id}",
  operationId: "updateCoupon",
  tag: "Coupons",
  summary: "Update a coupon (code and discount type are fixed)",
  body: { schema: CouponUpdateInput, required: true },
  success: { status: 200, description: "The updated coupon", schema: CouponSchema },
  errors: [404, 413, 422],
});
