def multi_dim_slicing(x: Tensor) -> Tensor:
  _0 = torch.slice(x, 0, 0, 9223372036854775807)
  a = torch.slice(_0, 1, 1, 9223372036854775807)
  _1 = torch.slice(x, 0, 1, 9223372036854775807)
  b = torch.slice(_1, 1, 0, 2)
  c = torch.slice(x, 0, 0, 9223372036854775807, 2)
  _2 = torch.add(torch.add(torch.sum(a), torch.sum(b)), torch.sum(c))
  return _2
