def noise_like(x: Tensor) -> Tensor:
  _0 = torch.randn_like(x, dtype=None, layout=None, device=None, pin_memory=False)
  return torch.add(x, _0)
