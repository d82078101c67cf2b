"""The decision panel and its pages."""
