"""Providers"""

# buildifier: disable=provider-params
GenericInfo = provider()
