def multi_dim_slicing(x: Tensor) -> Tensor:
  a = torch.slice(torch.slice(x), 1, 1)
  b = torch.slice(torch.slice(x, 0, 1), 1, None, 2)
  c = torch.slice(x, 0, None, None, 2)
  _0 = torch.add(torch.add(torch.sum(a), torch.sum(b)), torch.sum(c))
  return _0
