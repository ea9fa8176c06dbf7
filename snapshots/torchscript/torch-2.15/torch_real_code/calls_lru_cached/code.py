def calls_lru_cached(x: Tensor) -> Tensor:
  return torch.mul(x, ^_scale()())
