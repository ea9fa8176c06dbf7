def unary_and_bitwise_tensor_ops(x: Tensor) -> Tensor:
  pos = torch.gt(x, 0)
  neg = torch.bitwise_not(pos)
  both = torch.__or__(torch.__and__(pos, neg), torch.__xor__(pos, neg))
  _0 = torch.mul(torch.neg(x), torch.to(both, 6))
  return torch.add(_0, torch.to(neg, 6))
