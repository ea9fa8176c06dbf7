module @jit_dataclass_point attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<3xf32> {mhlo.layout_mode = "default"}) -> (tensor<3xf32> {jax.result_info = ".x", mhlo.layout_mode = "default"}, tensor<3xf32> {jax.result_info = ".y", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
}
