module @jit_zip_lists attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {mhlo.layout_mode = "default"}, %arg1: tensor<i32> {mhlo.layout_mode = "default"}, %arg2: tensor<i32> {mhlo.layout_mode = "default"}, %arg3: tensor<i32> {mhlo.layout_mode = "default"}, %arg4: tensor<i32> {mhlo.layout_mode = "default"}, %arg5: tensor<i32> {mhlo.layout_mode = "default"}) -> (tensor<i32> {jax.result_info = "[0]", mhlo.layout_mode = "default"}, tensor<i32> {jax.result_info = "[1]", mhlo.layout_mode = "default"}, tensor<i32> {jax.result_info = "[2]", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.add %arg0, %arg3 : tensor<i32>
    %1 = stablehlo.add %arg1, %arg4 : tensor<i32>
    %2 = stablehlo.add %arg2, %arg5 : tensor<i32>
    return %0, %1, %2 : tensor<i32>, tensor<i32>, tensor<i32>
  }
}
