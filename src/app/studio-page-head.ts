import type { BrandConfig } from '../lib/brand';
import type { PageText } from './head-tags';
import { privateRoute, titled } from './page-head';

/** The studio's page titles (its screens are private: never indexed, app-routes.ts). */
export const studioPageTexts = {
  studio: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Studio'),
    description: `Your baskets, subscribers and posts on ${brand.displayName}: what is published, what is a draft, and what rebalances next.`,
  }),
  studioNewBasket: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'New basket'),
    description: `Create a basket on ${brand.displayName}: stocks and weights, fees, rebalance frequency, and what investors read about it.`,
  }),
  studioBasket: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Edit basket'),
    description: `Edit one of your baskets on ${brand.displayName}.`,
  }),
  studioBasketPreview: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Basket preview'),
    description: `Your basket as investors will see it on ${brand.displayName}.`,
  }),
  studioConstituents: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Change stocks and weights'),
    description: `Publish a new version of a basket on ${brand.displayName}: its stocks, weights and why they changed.`,
  }),
  studioAutomated: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'New automated basket'),
    description: `A rules-based basket on ${brand.displayName}: which stocks, ranked how, weighted how.`,
  }),
  studioProposal: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Review the proposal'),
    description: `What an automated basket's rules propose on ${brand.displayName}, to review and publish.`,
  }),
  studioPosts: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Posts'),
    description: `Your blog posts on ${brand.displayName}: drafts, scheduled and published.`,
  }),
  studioNewPost: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'New post'),
    description: `Write a blog post for ${brand.displayName}.`,
  }),
  studioPost: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Edit post'),
    description: `Write and publish a blog post on ${brand.displayName}.`,
  }),
  studioPostPreview: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Post preview'),
    description: `Your post as readers will see it on ${brand.displayName}.`,
  }),
} as const;

/** A studio screen's route options (page-head.ts `privateRoute`), titled from the list above. */
export const studioRoute = (page: keyof typeof studioPageTexts) => privateRoute(studioPageTexts[page]);
