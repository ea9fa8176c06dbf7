def dict_str_tensor(params: Dict[str, Tensor]) -> Dict[str, Tensor]:
  out = annotate(Dict[str, Tensor], {})
  _0 = torch.keys(params)
  for _1 in range(torch.len(_0)):
    key = _0[_1]
    torch._set_item(out, key, torch.mul(params[key], 2.))
  _2 = torch.get(params, "missing", torch.ones([1]))
  torch._set_item(out, "extra", _2)
  return out
